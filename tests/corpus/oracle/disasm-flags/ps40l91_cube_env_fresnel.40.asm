ps_4_0
dcl_constantbuffer cb0[2], immediateIndexed
dcl_sampler s0, mode_default
dcl_resource_texturecube (float,float,float,float) t0
dcl_input_ps linear v1.xyz
dcl_input_ps linear v2.xyz
dcl_output o0.xyzw
dcl_temps 3
dp3 r0.x, v1.xyzx, v1.xyzx
rsq r0.x, r0.x
mul r0.xyz, r0.xxxx, v1.xyzx
dp3 r0.w, v2.xyzx, v2.xyzx
rsq r0.w, r0.w
mul r1.xyz, r0.wwww, v2.xyzx
dp3 r0.w, -r1.xyzx, r0.xyzx
add r0.w, r0.w, r0.w
mad r2.xyz, r0.xyzx, -r0.wwww, -r1.xyzx
dp3_sat r0.x, r0.xyzx, r1.xyzx
add r0.x, -r0.x, l(1.000000)
sample r1.xyzw, r2.xyzx, t0.xyzw, s0
add r1.xyzw, r1.xyzw, -cb0[0].xyzw
mul r0.y, r0.x, r0.x
mul r0.y, r0.y, r0.y
mul r0.x, r0.y, r0.x
add r0.y, -cb0[1].x, l(1.000000)
mad r0.x, r0.y, r0.x, cb0[1].x
mad o0.xyzw, r0.xxxx, r1.xyzw, cb0[0].xyzw
ret 
