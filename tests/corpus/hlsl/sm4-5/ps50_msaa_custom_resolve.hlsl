// Decompiled by dxsm from ps_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer R
// {
//
//   uint g_slice;                      // Offset:    0 Size:     4
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_src                             texture  float4        2dMS    0        1
// g_srcArr                          texture  float4  2darrayMS4    1        1
// R                                 cbuffer      NA          NA    0        1
//
cbuffer R : register(b0) {
    uint g_slice : packoffset(c0);
};
Texture2DMS<float4> g_src : register(t0);
Texture2DMSArray<float4, 4> g_srcArr : register(t1);
struct Input {
    noperspective float4 SV_Position0 : SV_Position0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    precise float4 o0 = 0;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    precise float4 r2 = 0;
    precise float4 r3 = 0;
    precise float4 r4 = 0;
    v0.xyzw = input.SV_Position0;
    {
        uint w = 0, h = 0, e = 0, n = 0;
        g_src.GetDimensions(w, h, n);
        r0.x = uint4(n, 0, 0, 0).x;
    }
    r1.xy = asuint((int2)v0.xy);
    r1.zw = uint2(0x00000000u, 0x00000000u);
    r2.xyzw = float4(0.0f, 0.0f, 0.0f, 0.0f);
    r3.xyzw = float4(0.0f, 0.0f, 0.0f, 0.0f);
    r0.y = 0x00000000u;
    [loop] while (true) {
        if (r0.y >= r0.x) { break; }
        r0.zw = asuint((float4(g_src.GetSamplePosition(asint(r0.y)), 0.0, 0.0)).xy);
        r0.z = asuint((-sqrt(dot(asfloat(r0.zw), asfloat(r0.zw)))) + 1.0f);
        r2.xyzw = mad((g_src.Load(asint(r1.xy), asint(r0.y))).xyzw, asfloat(r0.zzzz), r2.xyzw);
        r3.xyzw = asfloat(r0.zzzz) + r3.xyzw;
        r0.y = asuint(asint(r0.y) + 1);
    }
    r1.z = g_slice;
    r1.w = 0x00000000u;
    o0.xyzw = mad((g_srcArr.Load(asint(r1.xyz), 2)).xyzw, float4(0.01f, 0.01f, 0.01f, 0.01f), (r2.xyzw / r3.xyzw));
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
