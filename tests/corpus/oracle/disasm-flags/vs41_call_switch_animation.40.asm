vs_4_1
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[5], immediateIndexed
dcl_input v0.xyz
dcl_output_siv o0.xyzw, position
dcl_temps 3
switch cb0[0].x
  case l(0)
  call label0
  break 
  case l(1)
  call label1
  break 
  case l(2)
  call label2
  break 
  default 
  call label3
  break 
endswitch 
mov r0.w, l(1.000000)
dp4 o0.x, r0.xyzw, cb0[1].xyzw
dp4 o0.y, r0.xyzw, cb0[2].xyzw
dp4 o0.z, r0.xyzw, cb0[3].xyzw
dp4 o0.w, r0.xyzw, cb0[4].xyzw
ret 
label label0
add r1.x, v0.x, cb0[0].y
sincos r1.x, null, r1.x
add r0.y, r1.x, v0.y
mov r0.xz, v0.xxzx
ret 
label label1
sincos null, r1.x, cb0[0].y
mad r1.x, r1.x, l(0.100000), l(1.000000)
mul r0.xyz, r1.xxxx, v0.xyzx
ret 
label label2
sincos r1.x, r2.x, cb0[0].y
mul r1.xy, r1.xxxx, v0.zxzz
mad r0.x, v0.x, r2.x, -r1.x
mad r0.z, v0.z, r2.x, r1.y
mov r0.y, v0.y
ret 
label label3
mov r0.xyz, v0.xyzx
ret 
