ps_2_0
dcl t0
add r0, c2, c2
mov oC0, r0
