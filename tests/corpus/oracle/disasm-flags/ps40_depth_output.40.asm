ps_4_0
dcl_constantbuffer cb0[5], immediateIndexed
dcl_input_ps linear v1.xyz
dcl_input_ps linear v2.xyz
dcl_output o0.xyzw
dcl_output oDepth
dcl_temps 2
dp3 r0.x, v1.xyzx, v1.xyzx
rsq r0.x, r0.x
mul r0.xyz, r0.xxxx, v1.xyzx
add r1.xyz, v2.xyzx, -cb0[4].yzwy
dp3 r0.w, r1.xyzx, r0.xyzx
dp3 r1.x, r1.xyzx, r1.xyzx
mad r1.x, -cb0[4].x, cb0[4].x, r1.x
mad r1.x, r0.w, r0.w, -r1.x
lt r1.y, r1.x, l(0.000000)
discard_nz r1.y
sqrt r1.x, r1.x
add r0.w, -r0.w, -r1.x
mad r0.xyz, r0.xyzx, r0.wwww, v2.xyzx
mov r0.w, l(1.000000)
dp4 r1.x, r0.xyzw, cb0[2].xyzw
dp4 r0.w, r0.xyzw, cb0[3].xyzw
add r0.xyz, r0.xyzx, -cb0[4].yzwy
dp3 r1.y, r0.xyzx, r0.xyzx
rsq r1.y, r1.y
mul r0.xyz, r0.xyzx, r1.yyyy
mad o0.xyz, r0.xyzx, l(0.500000, 0.500000, 0.500000, 0.000000), l(0.500000, 0.500000, 0.500000, 0.000000)
div oDepth, r1.x, r0.w
mov o0.w, l(1.000000)
ret 
