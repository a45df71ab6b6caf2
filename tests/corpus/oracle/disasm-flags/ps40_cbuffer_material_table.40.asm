ps_4_0
dcl_constantbuffer cb0[96], dynamicIndexed
dcl_input_ps linear v1.xyz
dcl_input_ps linear v2.xyz
dcl_input_ps constant v3.x
dcl_output o0.xyzw
dcl_temps 2
dp3 r0.x, v1.xyzx, v1.xyzx
rsq r0.x, r0.x
mul r0.xyz, r0.xxxx, v1.xyzx
dp3 r0.w, v2.xyzx, v2.xyzx
rsq r0.w, r0.w
mul r1.xyz, r0.wwww, v2.xyzx
dp3_sat r0.x, r0.xyzx, r1.xyzx
log r0.y, r0.x
imul null, r0.z, v3.x, l(3)
mul r0.y, r0.y, cb0[r0.z + 1].w
exp r0.y, r0.y
mul r1.xyzw, r0.yyyy, cb0[r0.z + 1].xyzw
mad r1.xyzw, cb0[r0.z + 0].xyzw, r0.xxxx, r1.xyzw
add o0.xyzw, r1.xyzw, cb0[r0.z + 2].xyzw
ret 
