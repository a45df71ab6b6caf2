ps_4_0
dcl_constantbuffer cb0[5], immediateIndexed
dcl_sampler s0, mode_default
dcl_resource_texture2d (float,float,float,float) t0
dcl_input_ps linear v1.xy
dcl_output o0.xyzw
dcl_temps 2
add r0.xy, v1.xyxx, -cb0[0].xyxx
sample r0.xyzw, r0.xyxx, t0.xyzw, s0
mul r0.xyzw, r0.xyzw, cb0[4].xxxx
add r1.xy, v1.xyxx, cb0[0].xyxx
sample r1.xyzw, r1.xyxx, t0.xyzw, s0
mad r0.xyzw, r1.xyzw, cb0[4].xxxx, r0.xyzw
add r1.xy, v1.xyxx, cb0[1].xyxx
sample r1.xyzw, r1.xyxx, t0.xyzw, s0
mad r0.xyzw, r1.xyzw, cb0[4].yyyy, r0.xyzw
add r1.xy, v1.xyxx, -cb0[1].xyxx
sample r1.xyzw, r1.xyxx, t0.xyzw, s0
mad r0.xyzw, r1.xyzw, cb0[4].yyyy, r0.xyzw
add r1.xy, v1.xyxx, cb0[2].xyxx
sample r1.xyzw, r1.xyxx, t0.xyzw, s0
mad r0.xyzw, r1.xyzw, cb0[4].zzzz, r0.xyzw
add r1.xy, v1.xyxx, -cb0[2].xyxx
sample r1.xyzw, r1.xyxx, t0.xyzw, s0
mad r0.xyzw, r1.xyzw, cb0[4].zzzz, r0.xyzw
add r1.xy, v1.xyxx, cb0[3].xyxx
sample r1.xyzw, r1.xyxx, t0.xyzw, s0
mad r0.xyzw, r1.xyzw, cb0[4].wwww, r0.xyzw
add r1.xy, v1.xyxx, -cb0[3].xyxx
sample r1.xyzw, r1.xyxx, t0.xyzw, s0
mad o0.xyzw, r1.xyzw, cb0[4].wwww, r0.xyzw
ret 
