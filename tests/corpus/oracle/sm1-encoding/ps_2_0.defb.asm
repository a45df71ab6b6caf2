ps_2_0
dcl t0
defb b1, true
mov r0, t0
mov oC0, t0
