ps_4_0
dcl_constantbuffer cb0[3], immediateIndexed
dcl_input_ps linear v1.xyz
dcl_input_ps linear v2.xyz
dcl_output o0.xyzw
dcl_temps 2
add r0.xyz, -v1.xyzx, cb0[1].xyzx
dp3 r0.w, r0.xyzx, r0.xyzx
rsq r0.w, r0.w
mad r0.xyz, r0.xyzx, r0.wwww, -cb0[0].xyzx
dp3 r0.w, r0.xyzx, r0.xyzx
rsq r0.w, r0.w
mul r0.xyz, r0.wwww, r0.xyzx
dp3 r0.w, v2.xyzx, v2.xyzx
rsq r0.w, r0.w
mul r1.xyz, r0.wwww, v2.xyzx
dp3_sat r0.x, r1.xyzx, r0.xyzx
dp3_sat r0.y, r1.xyzx, -cb0[0].xyzx
log r0.x, r0.x
mul r0.x, r0.x, cb0[0].w
exp r0.x, r0.x
mul r0.x, r0.x, cb0[1].w
mad o0.xyz, cb0[2].xyzx, r0.yyyy, r0.xxxx
mov o0.w, cb0[2].w
ret 
