ps_4_0
dcl_constantbuffer cb0[2], immediateIndexed
dcl_sampler s0, mode_default
dcl_resource_texture2d (float,float,float,float) t0
dcl_input_ps linear v1.xyz
dcl_input_ps linear v2.xy
dcl_output o0.xyzw
dcl_output o1.xyzw
dcl_output o2.xyzw
dcl_temps 3
dp3 r0.x, v1.xyzx, v1.xyzx
rsq r0.x, r0.x
mul r0.xyz, r0.xxxx, v1.xyzx
dp3_sat r0.w, r0.xyzx, cb0[0].xyzx
mad o1.xyz, r0.xyzx, l(0.500000, 0.500000, 0.500000, 0.000000), l(0.500000, 0.500000, 0.500000, 0.000000)
sample r1.xyzw, v2.xyxx, t0.xyzw, s0
mul r2.xyzw, r1.xyzw, cb0[1].xyzw
mov o2.xyzw, r1.wwww
mul o0.xyzw, r0.wwww, r2.xyzw
mov o1.w, l(1.000000)
ret 
