ps_2_sw
dcl t0
add r0, c1, c2
mov oC0, r0
