ps_2_x
dcl t0
add r0, t0, c1
mov oC0, r0
