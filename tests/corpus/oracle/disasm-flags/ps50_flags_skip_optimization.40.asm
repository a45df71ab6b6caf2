ps_5_0
dcl_globalFlags refactoringAllowed | skipOptimization
dcl_constantbuffer cb0[6], immediateIndexed
dcl_sampler s0, mode_default
dcl_resource_texture2d (float,float,float,float) t0
dcl_input_ps linear v1.xy
dcl_input_ps linear v2.xyzw
dcl_output o0.xyzw
dcl_temps 5
itof r0.xyzw, l(0, 0, 0, 0)
mov r1.x, l(0)
mov r2.xyzw, r0.xyzw
mov r1.y, r1.x
loop 
  ilt r1.z, r1.y, cb0[5].x
  breakc_z r1.z
  ineg r1.z, r1.y
  itof r3.x, r1.y
  itof r3.y, r1.z
  mul r1.zw, r3.xxxy, cb0[0].xxxy
  lt r3.x, l(0.500000), v2.w
  add r3.yz, r1.zzwz, v1.xxyx
  sample_indexable(texture2d)(float,float,float,float) r4.xyzw, r3.yzyy, t0.xyzw, s0
  if_nz r3.x
    add r2.xyzw, r2.xyzw, r4.xyzw
  else 
    mov r1.zw, -r1.zzzw
    add r1.zw, r1.zzzw, v1.xxxy
    itof r3.x, l(1)
    sample_l_indexable(texture2d)(float,float,float,float) r3.xyzw, r1.zwzz, t0.xyzw, s0, r3.x
    mul r3.xyzw, r3.xyzw, v2.xyzw
    add r2.xyzw, r2.xyzw, r3.xyzw
  endif 
  iadd r1.y, r1.y, l(1)
endloop 
dp4 r0.x, r2.xyzw, cb0[1].xyzw
dp4 r0.y, r2.xyzw, cb0[2].xyzw
dp4 r0.z, r2.xyzw, cb0[3].xyzw
dp4 r0.w, r2.xyzw, cb0[4].xyzw
imax r1.x, cb0[5].x, l(1)
itof r1.xyzw, r1.xxxx
div r0.xyzw, r0.xyzw, r1.xyzw
mov r1.xyzw, -v2.xyzw
max r1.xyzw, r1.xyzw, v2.xyzw
sqrt r1.xyzw, r1.xyzw
mul r1.xyzw, r1.xyzw, cb0[0].zzzz
add o0.xyzw, r0.xyzw, r1.xyzw
ret 
