cs_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[1], immediateIndexed
dcl_uav_raw u0
dcl_input vThreadID.x
dcl_temps 3
dcl_thread_group 64, 1, 1
ishl r0.xyz, vThreadID.xxxx, l(2, 4, 3, 0)
ld_raw_indexable(raw_buffer)(mixed,mixed,mixed,mixed) r0.x, r0.x, u0.xxxx
iadd r0.yz, r0.yyzy, l(0, 1024, 4096, 0)
firstbit_hi r0.w, r0.x
iadd r0.w, -r0.w, l(31)
movc r0.w, r0.x, r0.w, l(-1)
firstbit_lo r1.x, r0.x
ishl r1.x, r1.x, l(8)
or r0.w, r0.w, r1.x
firstbit_shi r1.x, r0.x
ishl r1.y, r1.x, l(16)
ieq r1.x, r1.x, l(-1)
iadd r1.y, -r1.y, l(0x001f0000)
movc r1.x, r1.x, l(0xffff0000), r1.y
or r1.y, r0.w, r1.x
bfrev r0.w, r0.x
countbits r2.x, r0.x
xor r1.x, r0.w, r2.x
ibfe r1.w, l(12), l(11), r0.x
ubfe r1.z, l(9), l(7), r0.x
store_raw u0.xyzw, r0.y, r1.xyzw
bfi r1.x, l(8), l(12), r1.z, r0.x
ubfe r1.y, cb0[0].y, cb0[0].x, r0.x
store_raw u0.xy, r0.z, r1.xyxx
ret 
