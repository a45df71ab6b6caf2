ps_1_1
crs r1.xyz, v0, c0
mov r0, v0
