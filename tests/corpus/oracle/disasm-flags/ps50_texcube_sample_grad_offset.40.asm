ps_5_0
dcl_globalFlags refactoringAllowed
dcl_sampler s0, mode_default
dcl_resource_texturecube (float,float,float,float) t0
dcl_resource_texture3d (float,float,float,float) t1
dcl_resource_texture1darray (float,float,float,float) t2
dcl_input_ps linear v1.xyz
dcl_input_ps linear v2.xyz
dcl_output o0.xyzw
dcl_temps 3
deriv_rtx_coarse r0.xyz, v1.xyzx
deriv_rty_coarse r1.xyz, v1.xyzx
sample_d_indexable(texturecube)(float,float,float,float) r0.xyzw, v1.xyzx, t0.xyzw, s0, r0.xyzx, r1.xyzx
mov r1.x, r0.x
mov r1.y, l(2.000000)
sample_l_aoffimmi_indexable(3,0,0)(texture1darray)(float,float,float,float) r1.xyzw, r1.xyxx, t2.xyzw, s0, l(0.000000)
sample_b_aoffimmi_indexable(1,0,-1)(texture3d)(float,float,float,float) r2.xyzw, v2.xyzx, t1.xyzw, s0, l(-1.000000)
add r0.xyzw, r0.xyzw, r2.xyzw
add r0.xyzw, r1.xyzw, r0.xyzw
mul r1.xyz, v2.xyzx, l(32.000000, 32.000000, 32.000000, 0.000000)
ftoi r1.xyz, r1.xyzx
mov r1.w, l(1)
ld_aoffimmi_indexable(-1,1,0)(texture3d)(float,float,float,float) r1.xyzw, r1.xyzw, t1.xyzw
add o0.xyzw, r0.xyzw, r1.xyzw
ret 
