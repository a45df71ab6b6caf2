ps_2_x
dcl t0
defb b1, true
mov r0, t0
mov oC0, t0
