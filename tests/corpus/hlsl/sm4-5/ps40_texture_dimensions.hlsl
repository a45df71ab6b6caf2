// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_s                               sampler      NA          NA    0        1
// g_t1                              texture  float4          1d    0        1
// g_t1a                             texture  float4     1darray    1        1
// g_t2a                             texture  float4     2darray    2        1
// g_t3                              texture  float4          3d    3        1
// g_tc                              texture  float4        cube    4        1
// g_ms                              texture  float4       2dMS8    5        1
//
SamplerState g_s : register(s0);
Texture1D<float4> g_t1 : register(t0);
Texture1DArray<float4> g_t1a : register(t1);
Texture2DArray<float4> g_t2a : register(t2);
Texture3D<float4> g_t3 : register(t3);
TextureCube<float4> g_tc : register(t4);
Texture2DMS<float4, 8> g_ms : register(t5);
struct Input {
    noperspective float4 SV_Position0 : SV_Position0;
    float4 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    precise float4 o0 = 0;
    precise float4 r0 = 0;
    precise uint4 r1 = 0;
    precise uint4 r2 = 0;
    precise float4 r3 = 0;
    v0.xyzw = input.SV_Position0;
    v1.xyzw = input.TEXCOORD0;
    {
        float w = 0, h = 0, e = 0, n = 0, l = 0;
        g_t3.GetDimensions(0x00000001u, w, h, e, l);
        r0.xyzw = float4(w, h, e, l).xyzw;
    }
    r0.x = r0.y + r0.x;
    r0.x = r0.z + r0.x;
    {
        float w = 0, h = 0, e = 0, n = 0, l = 0;
        g_t2a.GetDimensions(0x00000000u, w, h, e, l);
        r1.xyzw = asuint(float4(w, h, e, l).xyzw);
    }
    r1.z = asuint(asfloat(r1.z) * v1.z);
    r1.xy = asuint(v1.xy);
    r0.xyzw = mad((g_t3.Sample(g_s, v1.xyz)).xyzw, (r0.w + r0.x).xxxx, (g_t2a.Sample(g_s, asfloat(r1.xyz))).xyzw);
    {
        uint w = 0, h = 0, e = 0, n = 0, l = 0;
        g_t1a.GetDimensions(0x00000000u, w, e, l);
        r1.xyzw = uint4(w, e, 0, l).xyzw;
    }
    r2.y = asuint((float)asuint((asint(r1.y) + -1)));
    r2.x = asuint(v1.x);
    r0.xyzw = r0.xyzw + mad((g_t1.Sample(g_s, v1.w)).xyzw, ((float)r1.x).xxxx, (g_t1a.Sample(g_s, asfloat(r2.xy))).xyzw);
    {
        float w = 0, h = 0, e = 0, n = 0, l = 0;
        g_tc.GetDimensions(0x00000000u, w, h, l);
        r1.xyzw = asuint(float4(w, h, 0, l).xyzw);
    }
    r0.xyzw = r0.xyzw + ((g_tc.Sample(g_s, v1.xyz)).xyzw / asfloat(r1.xxxx));
    {
        uint w = 0, h = 0, e = 0, n = 0, l = 0;
        g_ms.GetDimensions(w, h, n);
        l = 1;
        r1.xyzw = uint4(w, h, 0, l).xyzw;
    }
    r1.xy = asuint(max(asint(r1.xy), (-asint(r1.xy))));
    r1.zw = asuint((int2)v0.xy);
    r2.xy = asuint(max(asint(r1.zw), (-asint(r1.zw))));
    r1.zw = asuint(asint(r1.zw) & asint(uint2(0x80000000u, 0x80000000u)));
    {
        uint2 p0 = r2.xy % r1.xy;
        r1.xy = p0;
    }
    r1.xy = (r1.zw != 0u) ? asuint((-asint(r1.xy))) : r1.xy;
    r1.zw = uint2(0x00000000u, 0x00000000u);
    o0.xyzw = mad((g_ms.Load(asint(r1.xy), 3)).xyzw, float4(8.0f, 8.0f, 8.0f, 8.0f), r0.xyzw);
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
