// Decompiled by dxsm from ps_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer cbuf0
// {
//
//   float4 cool;                       // Offset:    0 Size:    16
//   int4 zeek;                         // Offset:   16 Size:    16
//   int2 arr[127];                     // Offset:   32 Size:  2024
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// samp0                             sampler      NA          NA    0        1
// samp1                             sampler      NA          NA    1        1
// tex0                              texture  float4          2d    0        1
// tex1                              texture  float4        cube    1        1
// tex2                              texture  float4          3d    2        1
// tex3                              texture  float4       2dMS2    3        1
// tex4[0]                           texture  float4          2d    4        1
// tex4[1]                           texture  float4          2d    5        1
// cbuf0                             cbuffer      NA          NA    0        1
//
cbuffer cbuf0 : register(b0) {
    float4 cool : packoffset(c0);
    int4 zeek : packoffset(c1);
    int2 arr[127] : packoffset(c2);
};
SamplerState samp0 : register(s0);
SamplerState samp1 : register(s1);
Texture2D<float4> tex0 : register(t0);
TextureCube<float4> tex1 : register(t1);
Texture3D<float4> tex2 : register(t2);
Texture2DMS<float4, 2> tex3 : register(t3);
Texture2D<float4> t4 : register(t4);
Texture2D<float4> t5 : register(t5);
struct Input {
    float4 TEXCOORD0 : TEXCOORD0;
    centroid float4 TEXCOORD1 : TEXCOORD1;
    noperspective float4 SV_POSITION0 : SV_POSITION0;
    nointerpolation uint SV_RenderTargetArrayIndex0 : SV_RenderTargetArrayIndex0;
    nointerpolation uint SV_ViewportArrayIndex0 : SV_ViewportArrayIndex0;
    nointerpolation uint SV_PrimitiveID0 : SV_PrimitiveID0;
    float SV_CullDistance0 : SV_CullDistance0;
    float SV_ClipDistance0 : SV_ClipDistance0;
    nointerpolation uint SV_SampleIndex0 : SV_SampleIndex0;
    nointerpolation uint SV_IsFrontFace0 : SV_IsFrontFace0;
};
struct Output {
    float4 SV_TARGET0 : SV_TARGET0;
};
Output main(Input input, uint vCoverage : SV_Coverage) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    float4 v2 = 0;
    uint4 v3 = 0;
    float4 v4 = 0;
    uint4 v5 = 0;
    precise float4 o0 = 0;
    precise uint4 r0 = 0;
    precise int4 r1 = 0;
    precise float4 r2 = 0;
    precise float4 r3 = 0;
    precise uint4 r4 = 0;
    precise uint4 r5 = 0;
    precise uint4 r6 = 0;
    precise uint4 r7 = 0;
    precise uint4 r8 = 0;
    precise float4 r9 = 0;
    precise float4 r10 = 0;
    precise uint4 r11 = 0;
    precise uint4 r12 = 0;
    precise uint4 x0[8] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    precise uint4 x1[4] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    precise uint4 x2[4] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    v0.xyzw = input.TEXCOORD0;
    v1.xyzw = input.TEXCOORD1;
    v2.xyzw = input.SV_POSITION0;
    v3.x = input.SV_RenderTargetArrayIndex0;
    v3.y = input.SV_ViewportArrayIndex0;
    v3.z = input.SV_PrimitiveID0;
    v4.x = input.SV_CullDistance0;
    v4.y = input.SV_ClipDistance0;
    v5.x = input.SV_SampleIndex0;
    v5.y = input.SV_IsFrontFace0;
    r0.x = asuint((float)(uint)v2.x);
    r0.y = asuint(dot(v0.yzw, float3(1.0f, 2.0f, 3.0f)));
    r0.x = asuint((asfloat(r0.y) + asfloat(r0.x)) + v1.x);
    r0.y = asuint((float)(zeek.y ^ 2));
    r0.y = asuint((asfloat(r0.y) + asfloat(r0.x)));
    r0.z = 0x00000000u;
    [loop] while (true) {
        if (asint(r0.z) >= 10) { break; }
        r0.w = asuint((float)asint(r0.z));
        r1.x = asint(1.0f / (asfloat(r0.w) + 1.001f));
        r1.y = asint(sqrt(asfloat(r0.y)));
        r0.w = asuint(mad(asfloat(r0.w), asfloat(r1.x), asfloat(r1.y)));
        r0.w = asuint(asfloat(r0.w) + asfloat(r0.y));
        if (asfloat(r0.w) < 0.0f) {
            r0.y = r0.w;
            break;
        }
        r0.z = asuint(asint(r0.z) + 1);
        r0.yz = r0.wz;
    }
    r0.x = asuint(asfloat(r0.y) + 27.0f);
    r0.y = asuint((float)v3.x);
    r0.x = asuint((asfloat(r0.y) + asfloat(r0.x)) + v4.x);
    r0.y = asuint((float)v3.y);
    r0.x = asuint(asfloat(r0.y) + asfloat(r0.x));
    r0.y = asuint((float)asuint((asint(v3.y) | asint(v5.x))));
    r0.x = asuint(asfloat(r0.y) + asfloat(r0.x));
    r0.y = asuint((float)v5.x);
    r0.x = asuint(asfloat(r0.y) + asfloat(r0.x));
    r0.y = asuint(asfloat(r0.x) + 4.0f);
    r0.x = asuint(asfloat(((v5.y != 0u) ? r0.y : r0.x)) + v4.y);
    r0.y = asuint((float)vCoverage.x);
    r0.x = asuint(asfloat(r0.y) + asfloat(r0.x));
    r0.y = asuint((float)v3.z);
    r0.x = asuint(asfloat(r0.y) + asfloat(r0.x));
    r0.y = asuint((int)asfloat(r0.x));
    if (asint(r0.y) < 0) {
        r0.w = asuint(asint(r0.y) ^ 50);
    } else {
        if (5 < asint(r0.y)) {
            r0.w = asuint(asint(r0.y) & 2222);
        } else {
            r0.w = asuint(asint(r0.y) + (-arr[r0.y].x));
        }
    }
    r0.y = asuint(((cool.y + cool.x) + cool.z) + cool.w);
    r0.x = asuint(asfloat(r0.y) + asfloat(r0.x));
    r0.y = asuint((tex0.Sample(samp0, float2(0.125f, 5.0f))).x);
    r0.x = asuint(asfloat(r0.y) + asfloat(r0.x));
    r0.y = asuint((tex0.Sample(samp1, float2(0.777f, 1234.5f))).x);
    r0.x = asuint(asfloat(r0.y) + asfloat(r0.x));
    r0.y = asuint((tex1.Sample(samp0, float3(0.125f, 5.0f, 1.0f))).x);
    r0.x = asuint(asfloat(r0.y) + asfloat(r0.x));
    r0.y = asuint((tex2.Sample(samp0, float3(0.125f, 5.0f, 1.0f))).z);
    r0.x = asuint(asfloat(r0.y) + asfloat(r0.x));
    r0.y = asuint((tex3.Load(int2(0, 5), 0, int2(1, 1))).x);
    r0.x = asuint(asfloat(r0.y) + asfloat(r0.x));
    r0.y = asuint(1.0f / asfloat(r0.x));
    r0.y = asuint((tex0.SampleBias(samp0, asfloat(r0.xy), -15.0f)).y);
    r0.x = asuint(asfloat(r0.y) + asfloat(r0.x));
    r0.y = asuint((t4.Sample(samp0, float2(0.0f, 5.0f))).z);
    r0.x = asuint(asfloat(r0.y) + asfloat(r0.x));
    r0.y = asuint((t5.Sample(samp0, float2(0.0f, 5.0f))).z);
    r0.x = asuint(asfloat(r0.y) + asfloat(r0.x));
    r0.yz = asuint((float2)asint(r0.wz));
    x1[3].x = r0.y;
    x2[2].x = r0.y;
    x1[2].x = r0.x;
    x2[1].x = r0.x;
    r0.y = asuint(asint(r0.w) & 556677);
    r0.w = asuint((float)asint(r0.y));
    x0[0].x = r0.w;
    x2[0].x = r0.w;
    r1.x = asint((float)(asint(r0.y) + 42));
    x0[1].x = asuint(r1.x);
    x2[3].x = asuint(r1.x);
    r0.y = asuint(asint(r0.y) >> (0x0000004cu & 31u));
    r1.x = asint((float)asint(r0.y));
    x1[1].x = asuint(r1.x);
    x0[2].x = asuint(r1.x);
    x0[3].x = 0x00000000u;
    x1[0].x = 0x00000000u;
    x0[4].x = 0x00000000u;
    x0[5].x = 0x00000000u;
    r1.x = 0 ^ arr[0].x;
    x0[6].x = asuint((float)asuint(r1.x));
    r1.y = r1.x & 127;
    r1.x = r1.x & arr[asuint(r1.y)].x;
    r1.y = asint((float)asuint(r1.x));
    r1.xz = r1.xx + int2(66, 1);
    {
        int p0 = arr[asuint(r1.z)].x * arr[asuint(r1.x)].y;
        r1.x = p0;
    }
    r0.x = asuint(asfloat(r0.x) + (float)r1.x);
    x0[7].x = asuint((asfloat(r0.x) + asfloat(r1.y)));
    r0.z = asuint(asfloat(r0.w) + asfloat(r0.z));
    r0.w = asuint((int)asfloat(r0.z) & 7);
    r0.w = x0[r0.w].x;
    r0.y = asuint((float)(asint(r0.y) << (0x00000016u & 31u)));
    r0.y = asuint(asfloat(r0.w) + asfloat(r0.y));
    r0.w = asuint((int)asfloat(r0.y) & 7);
    r1.x = asint(x1[r0.w].x);
    r0.w = x2[r0.w].x;
    r0.z = asuint(trunc((asfloat(r0.z) + asfloat(r1.x))));
    r0.z = asuint(asfloat(r0.w) + asfloat(r0.z));
    r2.z = asfloat(r0.x) * 0.2f;
    r2.w = asfloat(r1.y) + 0.5f;
    r2.xy = trunc(asfloat(r0.zy));
    {
        float w = 0, h = 0, e = 0, n = 0, l = 0;
        tex0.GetDimensions(0x00000000u, w, h, l);
        r3.xyw = float4(w, h, 0, l).xyw;
    }
    r3.y = (float)(uint)r3.y;
    r4.xy = asuint(float4(GetRenderTargetSamplePosition(asint(r3.y)), 0.0, 0.0).xy);
    r0.z = asuint(r3.w);
    r4.z = 0x47590e33u;
    r5.xy = countbits(asuint(r3.xy));
    r6.z = r0.x;
    r6.w = asuint(r1.y);
    r6.xy = asuint(r2.xy);
    r0.y = 0x00000000u;
    [loop] while (true) {
        if (asint(r0.y) >= (int)asfloat(r6.x)) { break; }
        r7.x = asuint((float)asint(r0.y));
        r8.xyzw = r6.xyzw;
        r1.x = 0;
        [loop] while (true) {
            r1.z = (int)asfloat(r8.y);
            if (r1.x >= r1.z) { break; }
            r7.y = asuint((float)r1.x);
            r9.xyzw = (tex0.SampleGrad(samp0, asfloat(r7.xy), float2(1.5f, 1.5f), float2(4.1f, 4.1f))).xyzw;
            r7.yzw = r8.wxy;
            r1.z = 0;
            [loop] while (true) {
                r1.w = (int)asfloat(r7.z);
                if (r1.z >= r1.w) { break; }
                r10.x = (float)r1.z;
                r11.xyz = r7.zwy;
                r1.w = 0;
                [loop] while (true) {
                    if (r1.w >= (int)asfloat(r11.y)) { break; }
                    r10.y = (float)r1.w;
                    r11.xyz = asuint((tex0.SampleGrad(samp0, r10.xy, float2(1.5f, 1.5f), float2(4.1f, 4.1f))).xyw + asfloat(r11.xyz));
                    r1.w = r1.w + 1;
                }
                r7.yzw = r11.zxy;
                r1.z = r1.z + 1;
            }
            r0.w = asuint(asfloat(r4.y) * mad(asfloat(r7.y), 2.0f, 4.4f));
            r3.zw = asfloat(r0.zw) * asfloat(r4.xz);
            r5.zw = countbits(asuint(r3.zw));
            r10.xyzw = r3.xyzw + (float4)r5.xyzw;
            r10.xyzw = r10.xyzw + (float4)reversebits(asuint(r10.xyzw));
            if (r10.x == 2.0f) {
                abort();
            }
            r12.xyzw = asuint(r10.zzzz * float4(4.0f, 4.0f, 3.0f, 3.0f));
            r12.xyzw = (((asfloat(r12.xyzw) >= (-asfloat(r12.yyww))) ? 0xffffffffu : 0u) != 0u) ? uint4(0x40800000u, 0x3e800000u, 0x40400000u, 0x3eaaaaabu) : uint4(0xc0800000u, 0xbe800000u, 0xc0400000u, 0xbeaaaaabu);
            r1.zw = asint(((frac((r10.zz * asfloat(r12.yw))) * asfloat(r12.xz)) == float2(0.0f, 0.0f)) ? 0xffffffffu : 0u);
            if (r1.z != 0) {
                printf("%0 is fine!", r10.z);
            } else {
                printf("%0 is not %1 fine!", r10.z, r10.x);
            }
            if (r1.w != 0) {
                errorf("%0 is invalid", r10.z);
            }
            r8.xyzw = asuint((r9.xyzw + r10.xyzw) + asfloat(r8.xyzw));
            r1.x = r1.x + 1;
        }
        r6.xyzw = r8.xyzw;
        r0.y = asuint(asint(r0.y) + 1);
    }
    o0.xyzw = mad(asfloat(r6.xyzw), float4(2.0f, 2.0f, 2.0f, 2.0f), r2.xyzw) + float4(1.1f, 2.2f, 3.3f, 4.4f);
    {
        output.SV_TARGET0 = o0.xyzw;
        return output;
    }
}
