ps_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[1], immediateIndexed
dcl_resource_texture2dms(0) (float,float,float,float) t0
dcl_resource_texture2dmsarray(4) (float,float,float,float) t1
dcl_input_ps_siv linear noperspective v0.xy, position
dcl_output o0.xyzw
dcl_temps 5
sampleinfo_uint r0.x, t0.x
ftoi r1.xy, v0.xyxx
mov r1.zw, l(0,0,0,0)
mov r2.xyzw, l(0,0,0,0)
mov r3.xyzw, l(0,0,0,0)
mov r0.y, l(0)
loop 
  uge r0.z, r0.y, r0.x
  breakc_nz r0.z
  ldms_indexable(texture2dms)(float,float,float,float) r4.xyzw, r1.xyzw, t0.xyzw, r0.y
  samplepos r0.zw, t0.xxxy, r0.y
  dp2 r0.z, r0.zwzz, r0.zwzz
  sqrt r0.z, r0.z
  add r0.z, -r0.z, l(1.000000)
  mad r2.xyzw, r4.xyzw, r0.zzzz, r2.xyzw
  add r3.xyzw, r0.zzzz, r3.xyzw
  iadd r0.y, r0.y, l(1)
endloop 
div r0.xyzw, r2.xyzw, r3.xyzw
mov r1.z, cb0[0].x
mov r1.w, l(0)
ldms_indexable(texture2dmsarray)(float,float,float,float) r1.xyzw, r1.xyzw, t1.xyzw, l(2)
mad o0.xyzw, r1.xyzw, l(0.010000, 0.010000, 0.010000, 0.010000), r0.xyzw
ret 
