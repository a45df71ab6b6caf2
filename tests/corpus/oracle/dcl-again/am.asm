ps_2_0
dcl v0
dcl v0.x
mov oC0, v0
