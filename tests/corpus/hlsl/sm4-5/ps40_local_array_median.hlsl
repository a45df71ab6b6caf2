// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_img                             texture   float          2d    0        1
//
Texture2D<float4> g_img : register(t0);
struct Input {
    noperspective float4 SV_Position0 : SV_Position0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    precise uint4 o0 = 0;
    precise int4 r0 = 0;
    precise uint4 r1 = 0;
    precise uint4 r2 = 0;
    precise uint4 x0[9] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    v0.xyzw = input.SV_Position0;
    r0.xy = (int2)v0.xy;
    r1.xyzw = asuint(r0.xyxy + int4(0, -1, -1, -1));
    r2.xy = r1.zw;
    r2.zw = uint2(0x00000000u, 0x00000000u);
    x0[0].x = asuint((g_img.Load(asint(r2.xyz))).xyzw.x);
    r1.zw = uint2(0x00000000u, 0x00000000u);
    x0[1].x = asuint((g_img.Load(asint(r1.xyz))).xyzw.x);
    r1.xyzw = asuint(r0.xyxy + int4(-1, 0, 1, -1));
    r2.xy = r1.zw;
    r2.zw = uint2(0x00000000u, 0x00000000u);
    x0[2].x = asuint((g_img.Load(asint(r2.xyz))).xyzw.x);
    r1.zw = uint2(0x00000000u, 0x00000000u);
    x0[3].x = asuint((g_img.Load(asint(r1.xyz))).xyzw.x);
    r0.zw = int2(0, 0);
    x0[4].x = asuint((g_img.Load(r0.xyz)).xyzw.x);
    r1.xyzw = asuint(r0.xyxy + int4(-1, 1, 1, 0));
    r2.xy = r1.zw;
    r2.zw = uint2(0x00000000u, 0x00000000u);
    x0[5].x = asuint((g_img.Load(asint(r2.xyz))).xyzw.x);
    r1.zw = uint2(0x00000000u, 0x00000000u);
    x0[6].x = asuint((g_img.Load(asint(r1.xyz))).xyzw.x);
    r0.xyzw = r0.xyxy + int4(1, 1, 0, 1);
    r1.xy = asuint(r0.zw);
    r1.zw = uint2(0x00000000u, 0x00000000u);
    x0[7].x = asuint((g_img.Load(asint(r1.xyz))).xyzw.x);
    r0.zw = int2(0, 0);
    x0[8].x = asuint((g_img.Load(r0.xyz)).xyzw.x);
    r0.x = 0;
    [loop] while (true) {
        if (4 < r0.x) { break; }
        r0.y = r0.x + 1;
        r0.z = r0.x;
        r0.w = r0.y;
        [loop] while (true) {
            if (r0.w >= 9) { break; }
            r1.x = x0[asuint(r0.w)].x;
            r1.y = x0[asuint(r0.z)].x;
            r0.z = (((asfloat(r1.x) < asfloat(r1.y)) ? 0xffffffffu : 0u) != 0u) ? r0.w : r0.z;
            r0.w = r0.w + 1;
        }
        r0.w = asint(x0[asuint(r0.x)].x);
        r1.x = x0[asuint(r0.z)].x;
        x0[asuint(r0.x)].x = r1.x;
        x0[asuint(r0.z)].x = asuint(r0.w);
        r0.x = r0.y;
    }
    r0.x = asint(x0[4].x);
    o0.xyzw = asuint(r0.xxxx);
    {
        output.SV_Target0 = asfloat(o0.xyzw);
        return output;
    }
}
