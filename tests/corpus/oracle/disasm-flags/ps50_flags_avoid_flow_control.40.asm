ps_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[6], immediateIndexed
dcl_sampler s0, mode_default
dcl_resource_texture2d (float,float,float,float) t0
dcl_input_ps linear v1.xy
dcl_input_ps linear v2.xyzw
dcl_output o0.xyzw
dcl_temps 4
lt r0.x, l(0.500000), v2.w
mov r1.xyzw, l(0,0,0,0)
mov r0.y, l(0)
loop 
  ige r0.z, r0.y, cb0[5].x
  breakc_nz r0.z
  itof r2.x, r0.y
  itof r2.y, -r0.y
  mad r0.zw, r2.xxxy, cb0[0].xxxy, v1.xxxy
  sample_indexable(texture2d)(float,float,float,float) r3.xyzw, r0.zwzz, t0.xyzw, s0
  add r3.xyzw, r1.xyzw, r3.xyzw
  mad r0.zw, -r2.xxxy, cb0[0].xxxy, v1.xxxy
  sample_l_indexable(texture2d)(float,float,float,float) r2.xyzw, r0.zwzz, t0.xyzw, s0, l(1.000000)
  mad r2.xyzw, r2.xyzw, v2.xyzw, r1.xyzw
  movc r1.xyzw, r0.xxxx, r3.xyzw, r2.xyzw
  iadd r0.y, r0.y, l(1)
endloop 
dp4 r0.x, r1.xyzw, cb0[1].xyzw
dp4 r0.y, r1.xyzw, cb0[2].xyzw
dp4 r0.z, r1.xyzw, cb0[3].xyzw
dp4 r0.w, r1.xyzw, cb0[4].xyzw
imax r1.x, cb0[5].x, l(1)
itof r1.x, r1.x
div r0.xyzw, r0.xyzw, r1.xxxx
sqrt r1.xyzw, |v2.xyzw|
mad o0.xyzw, cb0[0].zzzz, r1.xyzw, r0.xyzw
ret 
