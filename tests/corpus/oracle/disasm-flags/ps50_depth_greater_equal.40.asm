ps_5_0
dcl_globalFlags refactoringAllowed
dcl_sampler s0, mode_default
dcl_resource_texture2d (float,float,float,float) t0
dcl_input_ps_siv linear noperspective centroid v0.z, position
dcl_input_ps linear v1.xy
dcl_output o0.xyzw
dcl_output oDepthGE
dcl_temps 1
mov o0.xy, v1.xyxx
mov o0.w, l(1.000000)
sample_indexable(texture2d)(float,float,float,float) r0.x, v1.xyxx, t0.xyzw, s0
mad r0.x, r0.x, l(0.010000), v0.z
mov o0.z, r0.x
mov oDepthGE, r0.x
ret 
