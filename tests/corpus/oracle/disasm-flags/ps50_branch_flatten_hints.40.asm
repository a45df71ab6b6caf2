ps_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[2], immediateIndexed
dcl_sampler s0, mode_default
dcl_resource_texture2d (float,float,float,float) t0
dcl_input_ps linear v1.xy
dcl_input_ps linear v2.xyzw
dcl_output o0.xyzw
dcl_temps 3
lt r0.x, cb0[0].x, v2.w
if_nz r0.x
  sample_l_indexable(texture2d)(float,float,float,float) r0.xyzw, v1.xyxx, t0.xyzw, s0, l(0.000000)
  mul r0.xyzw, r0.xyzw, cb0[0].yyyy
  mov r1.xyz, r0.yzwy
else 
  sqrt r0.xyzw, |v2.xyzw|
  mov r1.xyz, r0.yzwy
endif 
lt r0.y, cb0[0].z, r0.x
mov r1.w, l(1.000000)
movc r0.yzw, r0.yyyy, r1.yyxz, r1.xxyw
mov r1.xyzw, r0.xyzw
mov r2.x, l(0)
loop 
  ige r2.y, r2.x, cb0[1].x
  breakc_nz r2.y
  mad r1.xyzw, r1.xyzw, l(0.500000, 0.500000, 0.500000, 0.500000), cb0[0].xyzw
  iadd r2.x, r2.x, l(1)
endloop 
mov o0.yzw, r1.yyzw
ilt r0.x, l(0), cb0[1].x
mov r1.yz, l(0,1,0,0)
movc r0.xy, r0.xxxx, r1.xyxx, r1.xzxx
ilt r0.z, r0.y, cb0[1].x
add r1.x, r0.x, l(1.000000)
mov r1.yw, l(0,2,0,3)
movc r0.xy, r0.zzzz, r1.xyxx, r0.xyxx
ilt r0.w, r0.y, cb0[1].x
and r0.z, r0.w, r0.z
add r1.z, r0.x, l(2.000000)
movc r0.xy, r0.zzzz, r1.zwzz, r0.xyxx
ilt r0.y, r0.y, cb0[1].x
and r0.y, r0.y, r0.z
add r0.z, r0.x, l(3.000000)
movc o0.x, r0.y, r0.z, r0.x
ret 
