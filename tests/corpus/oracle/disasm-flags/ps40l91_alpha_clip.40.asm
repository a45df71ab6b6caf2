ps_4_0
dcl_constantbuffer cb0[1], immediateIndexed
dcl_sampler s0, mode_default
dcl_resource_texture2d (float,float,float,float) t0
dcl_input_ps linear v1.xy
dcl_output o0.xyzw
dcl_temps 2
sample r0.xyzw, v1.xyxx, t0.xyzw, s0
add r1.x, r0.w, -cb0[0].x
mov o0.xyzw, r0.xyzw
lt r0.x, r1.x, l(0.000000)
discard_nz r0.x
ret 
