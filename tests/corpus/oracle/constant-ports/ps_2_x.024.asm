ps_2_x
dcl t0
add r0, t0, t0
mov oC0, r0
