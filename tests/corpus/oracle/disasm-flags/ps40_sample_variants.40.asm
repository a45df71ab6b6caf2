ps_4_0
dcl_constantbuffer cb0[1], immediateIndexed
dcl_sampler s0, mode_default
dcl_sampler s1, mode_comparison
dcl_resource_texture2d (float,float,float,float) t0
dcl_resource_texture2d (float,float,float,float) t1
dcl_input_ps linear v1.xyzw
dcl_input_ps linear v2.xyz
dcl_output o0.xyzw
dcl_temps 3
sample r0.xyzw, v1.xyxx, t0.xyzw, s0
sample_b r1.xyzw, v1.xyxx, t0.xyzw, s0, cb0[0].x
add r0.xyzw, r0.xyzw, r1.xyzw
sample_l r1.xyzw, v1.zwzz, t0.xyzw, s0, cb0[0].y
add r0.xyzw, r0.xyzw, r1.xyzw
add r1.xy, v1.xyxx, v1.xyxx
deriv_rtx r1.zw, v1.zzzw
deriv_rty r2.xy, v1.zwzz
sample_d r1.xyzw, r1.xyxx, t0.xyzw, s0, r1.zwzz, r2.xyxx
add r0.xyzw, r0.xyzw, r1.xyzw
sample_aoffimmi(-2,3,0) r1.xyzw, v1.xyxx, t0.xyzw, s0
add r0.xyzw, r0.xyzw, r1.xyzw
mul r0.xyzw, r0.xyzw, l(0.200000, 0.200000, 0.200000, 0.200000)
sample_c r1.x, v2.xyxx, t1.xxxx, s1, v2.z
sample_c_lz_aoffimmi(1,0,0) r1.y, v2.xyxx, t1.xxxx, s1, v2.z
add r1.x, r1.y, r1.x
mul r0.xyzw, r0.xyzw, r1.xxxx
mul o0.xyzw, r0.xyzw, l(0.500000, 0.500000, 0.500000, 0.500000)
ret 
