ps_5_0
dcl_globalFlags refactoringAllowed
dcl_sampler s0, mode_default
dcl_resource_texture2d (float,float,float,float) t0
dcl_input_ps_siv linear noperspective v0.x, position
dcl_input_ps linear v1.xy
dcl_input vCoverage
dcl_output o0.xyzw
dcl_output oMask
dcl_temps 1
mov o0.xyz, l(1.000000,1.000000,1.000000,0)
sample_indexable(texture2d)(float,float,float,float) r0.x, v1.xyxx, t0.wxyz, s0
mov o0.w, r0.x
mad r0.x, r0.x, l(8.000000), l(0.500000)
ftou r0.x, r0.x
ishl r0.y, l(1), r0.x
iadd r0.y, r0.y, l(-1)
ftou r0.z, v0.x
and r0.z, r0.z, l(7)
iadd r0.w, -r0.z, l(8)
ushr r0.y, r0.y, r0.w
bfi r0.x, r0.x, r0.z, l(-1), r0.y
and oMask, r0.x, vCoverage.x
ret 
