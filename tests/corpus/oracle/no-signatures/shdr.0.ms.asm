ps_4_0
dcl_constantbuffer cb0[1], immediateIndexed
dcl_sampler s0, mode_default
dcl_resource_texture2d (float,float,float,float) t0
dcl_input_ps linear v1.xy
dcl_input_ps linear v2.xyzw
dcl_output o0.xyzw
dcl_temps 1
mul r0.xy, v1.xyxx, l(3.000000, 3.000000, 0.000000, 0.000000)
sample r0.xyzw, r0.xyxx, t0.xyzw, s0
add r0.x, r0.x, -cb0[0].x
lt r0.y, r0.x, l(0.000000)
mul_sat r0.x, r0.x, l(20.000000)
add r0.x, -r0.x, l(1.000000)
discard_nz r0.y
add r0.yzw, -v2.xxyz, cb0[0].yyzw
mad o0.xyz, r0.xxxx, r0.yzwy, v2.xyzx
mov o0.w, v2.w
ret 
