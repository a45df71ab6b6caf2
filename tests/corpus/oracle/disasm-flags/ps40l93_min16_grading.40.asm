ps_4_0
dcl_globalFlags refactoringAllowed | enableMinimumPrecision
dcl_constantbuffer cb0[2], immediateIndexed
dcl_sampler s0, mode_default
dcl_resource_texture2d (float,float,float,float) t0
dcl_input_ps linear v1.xy {min16f}
dcl_output o0.xyzw {min16f}
dcl_temps 1
sample r0.xyzw {min16f}, v1.xyxx {min16f}, t0.xyzw, s0
mad_sat o0.xyzw {min16f}, r0.xyzw {min16f}, cb0[0].xyzw {min16f}, cb0[1].xyzw {min16f}
ret 
