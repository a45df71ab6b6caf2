vs_4_0
dcl_constantbuffer cb0[5], immediateIndexed
dcl_input v0.xyzw
dcl_input v1.xyzw
dcl_output_siv o0.xyzw, position
dcl_output o1.xyzw
dcl_temps 5
switch cb0[0].x
  case l(0)
  mov r0.xyzw, l(1.000000,1.000000,1.000000,1.000000)
  mov r1.xyz, v0.xyzx
  break 
  case l(1)
  div r1.xyz, v0.xyzx, v0.wwww
  mov r0.xyzw, v0.wwww
  break 
  case l(2)
  utof r2.xyz, v1.xyzx
  mul r1.xyz, r2.xyzx, l(0.000015, 0.000015, 0.000015, 0.000000)
  mov r0.xyzw, l(1.000000,1.000000,1.000000,1.000000)
  break 
  case l(3)
  and r2.xyzw, v1.xyzw, l(1023, 255, 255, 255)
  ushr r3.x, v1.x, l(10)
  ushr r3.y, v1.x, l(20)
  and r3.x, r3.x, l(1023)
  utof r4.x, r2.x
  utof r4.yz, r3.xxyx
  mul r1.xyz, r4.xyzx, l(0.000978, 0.000978, 0.000978, 0.000000)
  utof r2.xyz, r2.yzwy
  mul r0.xyz, r2.xyzx, l(0.003922, 0.003922, 0.003922, 0.000000)
  mov r0.w, l(1.000000)
  break 
  default 
  mov r1.xyz, l(0,0,0,0)
  mov r0.xyzw, l(1.000000,0,1.000000,1.000000)
  break 
endswitch 
mov o1.xyzw, r0.xyzw
mov r1.w, l(1.000000)
dp4 o0.x, r1.xyzw, cb0[1].xyzw
dp4 o0.y, r1.xyzw, cb0[2].xyzw
dp4 o0.z, r1.xyzw, cb0[3].xyzw
dp4 o0.w, r1.xyzw, cb0[4].xyzw
ret 
