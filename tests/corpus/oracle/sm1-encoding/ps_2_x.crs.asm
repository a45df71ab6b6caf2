ps_2_x
dcl t0
mov r0, t0
crs r1.xyz, r0, c0
mov oC0, t0
