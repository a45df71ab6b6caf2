ps_2_x
dcl t0
add r0, c1, c1.w
mov oC0, r0
