ps_4_1
dcl_globalFlags refactoringAllowed
dcl_resource_texture2dms(0) (float,float,float,float) t0
dcl_input_ps_siv linear noperspective v0.xy, position
dcl_input_ps_sgv v1.x, sampleIndex
dcl_output o0.xyzw
dcl_output oMask
dcl_temps 3
ftoi r0.xy, v0.xyxx
mov r0.zw, l(0,0,0,0)
ldms r0.xyzw, r0.xyzw, t0.xyzw, v1.x
samplepos r1.xy, rasterizer.xyxx, v1.x
add r1.xy, r1.xyxx, l(0.500000, 0.500000, 0.000000, 0.000000)
samplepos r2.xy, t0.xyxx, v1.x
add r1.zw, r2.xxxy, l(0.000000, 0.000000, 0.500000, 0.500000)
mul o0.xyzw, r0.xyzw, r1.xyzw
sampleinfo_uint r0.x, rasterizer.x
ishl r0.x, l(1), r0.x
iadd oMask, r0.x, l(-1)
ret 
