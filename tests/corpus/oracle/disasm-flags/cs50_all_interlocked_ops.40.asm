cs_5_0
dcl_globalFlags refactoringAllowed
dcl_uav_raw u0
dcl_uav_structured u1, 4
dcl_uav_typed_texture2d (uint,uint,uint,uint) u2
dcl_input vThreadIDInGroupFlattened
dcl_input vThreadID.xy
dcl_temps 9
dcl_tgsm_structured g0, 4, 64
dcl_tgsm_structured g1, 4, 64
dcl_thread_group 64, 1, 1
imul null, r0.x, vThreadID.x, l(0x9e3779b1)
store_structured g0.x, vThreadIDInGroupFlattened.x, l(0), r0.x
store_structured g1.x, vThreadIDInGroupFlattened.x, l(0), r0.x
sync_g_t
xor r1.xyzw, vThreadIDInGroupFlattened.xxxx, l(4, 1, 8, 2)
mov r2.xz, r1.yywy
mov r2.yw, l(0,0,0,0)
atomic_iadd g0, r2.xyxx, l(1)
atomic_and g0, r2.zwzz, r0.x
mov r1.yw, l(0,0,0,0)
imm_atomic_or r3.x, g0, r1.xyxx, r0.x
imm_atomic_xor r1.x, g0, r1.zwzz, r0.x
atomic_imin g1, r2.xyxx, r0.x
imm_atomic_imax r2.x, g1, r2.zwzz, r0.x
xor r4.xy, vThreadIDInGroupFlattened.xxxx, l(16, 32, 0, 0)
mov r4.z, l(0)
imm_atomic_umin r5.x, g0, r4.xzxx, r0.x
atomic_umax g0, r4.yzyy, r0.x
iadd r4.x, -vThreadIDInGroupFlattened.x, l(63)
mov r4.yw, l(0,0,0,0)
imm_atomic_exch r6.x, g0, r4.xyxx, r0.x
mov r4.z, vThreadIDInGroupFlattened.x
imm_atomic_cmp_exch r6.x, g0, r4.zwzz, r6.x, r0.x
iadd r0.y, vThreadIDInGroupFlattened.x, l(1)
and r7.x, r0.y, l(63)
mov r7.yw, l(0,0,0,0)
atomic_cmp_store g0, r7.xyxx, r6.x, r0.x
sync_g_t
ld_structured r0.x, vThreadIDInGroupFlattened.x, l(0), g1.xxxx
ld_structured r0.y, vThreadIDInGroupFlattened.x, l(0), g0.xxxx
imm_atomic_iadd r6.x, u0, l(0), r0.y
atomic_umin u0, l(4), r0.y
atomic_umax u0, l(8), r0.y
imm_atomic_and r8.x, u0, l(12), r0.y
atomic_or u0, l(16), r0.y
atomic_xor u0, l(20), r0.y
atomic_cmp_store u0, l(24), r6.x, r8.x
imm_atomic_cmp_exch r6.x, u0, l(28), r6.x, r8.x
imm_atomic_iadd r6.x, u2, vThreadID.xyxx, r6.x
atomic_imin u1, r4.zwzz, r0.x
iadd r7.z, vThreadIDInGroupFlattened.x, l(64)
imm_atomic_imax r0.x, u1, r7.zwzz, r0.x
iadd r0.x, r0.x, r6.x
iadd r0.x, r3.x, r0.x
iadd r0.x, r1.x, r0.x
iadd r0.x, r2.x, r0.x
iadd r0.x, r5.x, r0.x
imm_atomic_exch r0.x, u2, vThreadID.yxyy, r0.x
ishl r0.y, vThreadIDInGroupFlattened.x, l(2)
iadd r0.y, r0.y, l(32)
store_raw u0.x, r0.y, r0.x
ret 
