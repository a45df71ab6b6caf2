vs_1_1
dcl_position v0
mov r0, v0
crs r1.xyz, r0, c0
mov oPos, v0
