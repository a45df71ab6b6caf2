ps_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[1], immediateIndexed
dcl_sampler s0, mode_default
dcl_resource_texture2d (float,float,float,float) t0
dcl_input_ps linear v1.xy
dcl_output o0.xyzw
dcl_temps 3
sample_cl_s_indexable(texture2d)(float,float,float,float) r0.xyzw, r1.x, v1.xyxx, t0.xyzw, s0, cb0[0].x
check_access_fully_mapped r1.x, r1.x
not r1.x, r1.x
if_nz r1.x
  sample_l_s_indexable(texture2d)(float,float,float,float) r1.xyzw, r2.x, v1.xyxx, t0.xyzw, s0, l(8.000000)
  check_access_fully_mapped r2.x, r2.x
  not r2.x, r2.x
  movc o0.xyzw, r2.xxxx, l(1.000000,0,1.000000,1.000000), r1.xyzw
else 
  mov o0.xyzw, r0.xyzw
endif 
ret 
