ps_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[1], immediateIndexed
dcl_sampler s0, mode_default
dcl_sampler s1, mode_comparison
dcl_resource_texture2d (float,float,float,float) t0
dcl_resource_texture2d (float,float,float,float) t1
dcl_input_ps linear v1.xy
dcl_output o0.xyzw
dcl_temps 3
gather4_aoffimmi_indexable(0,1,0)(texture2d)(float,float,float,float) r0.x, v1.xyxx, t0.xyzw, s0.w
gather4_aoffimmi_indexable(1,1,0)(texture2d)(float,float,float,float) r0.y, v1.xyxx, t0.xyzw, s0.w
gather4_aoffimmi_indexable(-1,0,0)(texture2d)(float,float,float,float) r0.z, v1.xyxx, t0.xyzw, s0.w
gather4_po_indexable(texture2d)(float,float,float,float) r0.w, v1.xyxx, cb0[0].xyxx, t0.xyzw, s0.w
gather4_po_indexable(texture2d)(float,float,float,float) r1.xyzw, v1.xyxx, cb0[0].xyxx, t0.xyzw, s0.z
add r0.xyzw, r0.xyzw, r1.xyzw
gather4_indexable(texture2d)(float,float,float,float) r1.xyzw, v1.xyxx, t0.xyzw, s0.x
gather4_aoffimmi_indexable(1,0,0)(texture2d)(float,float,float,float) r2.xyzw, v1.xyxx, t0.xyzw, s0.y
add r1.xyzw, r1.xyzw, r2.xyzw
add r0.xyzw, r0.xyzw, r1.xyzw
gather4_c_indexable(texture2d)(float,float,float,float) r1.xyzw, v1.xyxx, t1.xyzw, s1.x, cb0[0].z
gather4_po_c_indexable(texture2d)(float,float,float,float) r2.xyzw, v1.xyxx, cb0[0].xyxx, t1.xyzw, s1.x, cb0[0].z
add r1.xyzw, r1.xyzw, r2.xyzw
add r0.xyzw, r0.xyzw, r1.xyzw
gather4_po_indexable(texture2d)(float,float,float,float) r1.xyzw, v1.xyxx, cb0[0].xyxx, t1.xyzw, s0.x
add o0.xyzw, r0.xyzw, r1.xyzw
ret 
