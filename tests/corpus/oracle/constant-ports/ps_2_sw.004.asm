ps_2_sw
dcl t0
add r0, c0, t0
mov oC0, r0
