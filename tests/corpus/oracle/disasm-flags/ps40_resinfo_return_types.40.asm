ps_4_0
dcl_sampler s0, mode_default
dcl_resource_texture2d (float,float,float,float) t0
dcl_resource_texture3d (float,float,float,float) t1
dcl_input_ps linear v1.xy
dcl_output o0.xyzw
dcl_temps 3
resinfo_uint r0.xyzw, l(1), t0.xyzw
utof r0.xyz, r0.xywx
div r0.xy, l(1.000000, 1.000000, 1.000000, 1.000000), r0.xyxx
add r0.xy, r0.xyxx, v1.xyxx
sample r1.xyzw, r0.xyxx, t0.xyzw, s0
resinfo r2.xyzw, l(0), t1.xyzw
div r2.xyz, l(1.000000, 1.000000, 1.000000, 1.000000), r2.xyzx
mov r2.w, l(0)
mad o0.xyzw, r1.xyzw, r0.zzzz, r2.xyzw
ret 
