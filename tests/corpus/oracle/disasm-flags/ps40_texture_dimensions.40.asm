ps_4_0
dcl_sampler s0, mode_default
dcl_resource_texture1d (float,float,float,float) t0
dcl_resource_texture1darray (float,float,float,float) t1
dcl_resource_texture2darray (float,float,float,float) t2
dcl_resource_texture3d (float,float,float,float) t3
dcl_resource_texturecube (float,float,float,float) t4
dcl_resource_texture2dms(8) (float,float,float,float) t5
dcl_input_ps_siv linear noperspective v0.xy, position
dcl_input_ps linear v1.xyzw
dcl_output o0.xyzw
dcl_temps 4
resinfo r0.xyzw, l(1), t3.xyzw
add r0.x, r0.y, r0.x
add r0.x, r0.z, r0.x
add r0.x, r0.w, r0.x
resinfo r1.xyzw, l(0), t2.xyzw
mul r1.z, r1.z, v1.z
mov r1.xy, v1.xyxx
sample r1.xyzw, r1.xyzx, t2.xyzw, s0
sample r2.xyzw, v1.xyzx, t3.xyzw, s0
mad r0.xyzw, r2.xyzw, r0.xxxx, r1.xyzw
resinfo_uint r1.xyzw, l(0), t1.xyzw
iadd r1.y, r1.y, l(-1)
utof r1.x, r1.x
utof r2.y, r1.y
mov r2.x, v1.x
sample r2.xyzw, r2.xyxx, t1.xyzw, s0
sample r3.xyzw, v1.wwww, t0.xyzw, s0
mad r1.xyzw, r3.xyzw, r1.xxxx, r2.xyzw
add r0.xyzw, r0.xyzw, r1.xyzw
resinfo r1.xyzw, l(0), t4.xyzw
sample r2.xyzw, v1.xyzx, t4.xyzw, s0
div r1.xyzw, r2.xyzw, r1.xxxx
add r0.xyzw, r0.xyzw, r1.xyzw
resinfo_uint r1.xyzw, l(0), t5.xyzw
imax r1.xy, r1.xyxx, -r1.xyxx
ftoi r1.zw, v0.xxxy
imax r2.xy, r1.zwzz, -r1.zwzz
and r1.zw, r1.zzzw, l(0, 0, 0x80000000, 0x80000000)
udiv null, r1.xy, r2.xyxx, r1.xyxx
ineg r2.xy, r1.xyxx
movc r1.xy, r1.zwzz, r2.xyxx, r1.xyxx
mov r1.zw, l(0,0,0,0)
ldms r1.xyzw, r1.xyzw, t5.xyzw, l(3)
mad o0.xyzw, r1.xyzw, l(8.000000, 8.000000, 8.000000, 8.000000), r0.xyzw
ret 
