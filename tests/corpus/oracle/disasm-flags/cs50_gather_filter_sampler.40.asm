cs_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[2], immediateIndexed
dcl_sampler s0, mode_default
dcl_sampler s1, mode_comparison
dcl_resource_texture2d (float,float,float,float) t0
dcl_resource_texture2d (float,float,float,float) t1
dcl_uav_typed_texture2d (float,float,float,float) u0
dcl_input vThreadID.xy
dcl_temps 3
dcl_thread_group 16, 8, 1
utof r0.xy, vThreadID.xyxx
add r0.xy, r0.xyxx, l(0.500000, 0.500000, 0.000000, 0.000000)
mul r0.xy, r0.xyxx, cb0[0].xyxx
gather4_c_indexable(texture2d)(float,float,float,float) r1.xyzw, r0.xyxx, t0.xyzw, s1.x, cb0[0].z
dp4 r0.z, r1.xyzw, l(0.250000, 0.250000, 0.250000, 0.250000)
gather4_po_indexable(texture2d)(float,float,float,float) r1.xyzw, r0.xyxx, cb0[1].xyxx, t0.xyzw, s0.x
mul r1.xyzw, r1.xyzw, l(0.010000, 0.010000, 0.010000, 0.010000)
sample_l_aoffimmi_indexable(1,-1,0)(texture2d)(float,float,float,float) r2.xyzw, r0.xyxx, t1.xyzw, s0, l(0.000000)
sample_c_lz_indexable(texture2d)(float,float,float,float) r0.x, r0.xyxx, t1.xxxx, s1, cb0[0].z
mad r1.xyzw, r2.xyzw, r0.zzzz, r1.xyzw
add r0.xyzw, r0.xxxx, r1.xyzw
store_uav_typed u0.xyzw, vThreadID.xyyy, r0.xyzw
ret 
