// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer cbFxaa
// {
//
//   float4 rcpFrame;                   // Offset:    0 Size:    16
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// anisotropicSampler                sampler      NA          NA    3        1
// inputTexture                      texture  float4          2d    0        1
// cbFxaa                            cbuffer      NA          NA    1        1
//
cbuffer cbFxaa : register(b1) {
    float4 rcpFrame : packoffset(c0);
};
SamplerState anisotropicSampler : register(s3);
Texture2D<float4> inputTexture : register(t0);
struct Input {
    float4 SV_POSITION0 : SV_POSITION0;
    float2 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float4 SV_TARGET0 : SV_TARGET0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    precise uint4 o0 = 0;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    precise uint4 r2 = 0;
    precise uint4 r3 = 0;
    precise uint4 r4 = 0;
    precise uint4 r5 = 0;
    precise int4 r6 = 0;
    precise uint4 r7 = 0;
    precise float4 r8 = 0;
    v0.xyzw = input.SV_POSITION0;
    v1.xy = input.TEXCOORD0;
    r0.xyzw = asuint((inputTexture.SampleLevel(anisotropicSampler, v1.xy, 0.0f, int2(0, -1))).xyzw);
    r1.xyzw = asuint((inputTexture.SampleLevel(anisotropicSampler, v1.xy, 0.0f, int2(-1, 0))).xyzw);
    r2.xyzw = asuint((inputTexture.SampleLevel(anisotropicSampler, v1.xy, 0.0f)).xyzw);
    r3.xyzw = asuint((inputTexture.SampleLevel(anisotropicSampler, v1.xy, 0.0f, int2(1, 0))).xyzw);
    r4.xyzw = asuint((inputTexture.SampleLevel(anisotropicSampler, v1.xy, 0.0f, int2(0, 1))).xyzw);
    r0.w = asuint(mad(asfloat(r0.y), 1.9632107f, asfloat(r0.x)));
    r1.w = asuint(mad(asfloat(r1.y), 1.9632107f, asfloat(r1.x)));
    r2.w = asuint(mad(asfloat(r2.y), 1.9632107f, asfloat(r2.x)));
    r3.w = asuint(mad(asfloat(r3.y), 1.9632107f, asfloat(r3.x)));
    r4.w = asuint(mad(asfloat(r4.y), 1.9632107f, asfloat(r4.x)));
    r5.x = asuint(min(asfloat(r0.w), asfloat(r1.w)));
    r5.y = asuint(min(asfloat(r3.w), asfloat(r4.w)));
    r5.x = asuint(min(asfloat(r2.w), min(asfloat(r5.y), asfloat(r5.x))));
    r5.y = asuint(max(asfloat(r0.w), asfloat(r1.w)));
    r5.z = asuint(max(asfloat(r3.w), asfloat(r4.w)));
    r5.y = asuint(max(asfloat(r2.w), max(asfloat(r5.z), asfloat(r5.y))));
    r5.x = asuint((-asfloat(r5.x)) + asfloat(r5.y));
    r5.y = asuint(max((asfloat(r5.y) * 0.125f), 0.041666668f));
    if (asfloat(r5.x) >= asfloat(r5.y)) {
        r0.xyz = asuint(asfloat(r4.xyz) + (asfloat(r3.xyz) + (asfloat(r2.xyz) + (asfloat(r0.xyz) + asfloat(r1.xyz)))));
        r1.x = asuint(min((max(((abs(mad((asfloat(r4.w) + (asfloat(r3.w) + (asfloat(r0.w) + asfloat(r1.w)))), 0.25f, (-asfloat(r2.w)))) / asfloat(r5.x)) + -0.25f), 0.0f) * 1.3333334f), 0.75f));
        r5.xyzw = asuint((inputTexture.SampleLevel(anisotropicSampler, v1.xy, 0.0f, int2(-1, -1))).xyzw);
        r6.xyzw = asint((inputTexture.SampleLevel(anisotropicSampler, v1.xy, 0.0f, int2(1, -1))).xyzw);
        r7.xyzw = asuint((inputTexture.SampleLevel(anisotropicSampler, v1.xy, 0.0f, int2(-1, 1))).xyzw);
        r8.xyzw = (inputTexture.SampleLevel(anisotropicSampler, v1.xy, 0.0f, int2(1, 1))).xyzw;
        r0.xyz = asuint(asfloat(r1.xxx) * (asfloat(r0.xyz) + (r8.xyz + (asfloat(r7.xyz) + (asfloat(r5.xyz) + asfloat(r6.xyz))))));
        r1.y = asuint(mad(asfloat(r5.y), 1.9632107f, asfloat(r5.x)));
        r1.z = asuint(mad(asfloat(r6.y), 1.9632107f, asfloat(r6.x)));
        r3.x = asuint(mad(asfloat(r7.y), 1.9632107f, asfloat(r7.x)));
        r3.y = asuint(mad(r8.y, 1.9632107f, r8.x));
        r3.z = asuint(abs(mad(asfloat(r1.z), 0.25f, mad(asfloat(r1.y), 0.25f, (asfloat(r0.w) * -0.5f)))) + abs(mad(asfloat(r3.w), 0.5f, mad(asfloat(r1.w), 0.5f, (-asfloat(r2.w))))));
        r3.z = asuint(asfloat(r3.z) + abs(mad(asfloat(r3.y), 0.25f, mad(asfloat(r3.x), 0.25f, (asfloat(r4.w) * -0.5f)))));
        r1.y = asuint(mad(asfloat(r3.x), 0.25f, mad(asfloat(r1.y), 0.25f, (asfloat(r1.w) * -0.5f))));
        r1.y = asuint(abs(asfloat(r1.y)) + abs(mad(asfloat(r4.w), 0.5f, mad(asfloat(r0.w), 0.5f, (-asfloat(r2.w))))));
        r1.z = asuint(mad(asfloat(r3.y), 0.25f, mad(asfloat(r1.z), 0.25f, (asfloat(r3.w) * -0.5f))));
        r1.y = ((abs(asfloat(r1.z)) + asfloat(r1.y)) >= asfloat(r3.z)) ? 0xffffffffu : 0u;
        r1.z = (r1.y != 0u) ? asuint((-rcpFrame.y)) : asuint((-rcpFrame.x));
        r0.w = (r1.y != 0u) ? r0.w : r1.w;
        r1.w = (r1.y != 0u) ? r4.w : r3.w;
        r3.x = asuint((-asfloat(r2.w)) + asfloat(r0.w));
        r3.y = asuint((-asfloat(r2.w)) + asfloat(r1.w));
        r3.z = (abs(asfloat(r3.x)) >= abs(asfloat(r3.y))) ? 0xffffffffu : 0u;
        r0.w = (r3.z != 0u) ? asuint(((asfloat(r2.w) + asfloat(r0.w)) * 0.5f)) : asuint(((asfloat(r2.w) + asfloat(r1.w)) * 0.5f));
        r1.w = (r3.z != 0u) ? asuint(abs(asfloat(r3.x))) : asuint(abs(asfloat(r3.y)));
        r1.z = (r3.z != 0u) ? r1.z : asuint((-asfloat(r1.z)));
        r3.x = asuint(asfloat(r1.z) * 0.5f);
        r3.y = (r1.y != 0u) ? 0x00000000u : r3.x;
        r3.x = asuint(asint(r1.y) & asint(r3.x));
        r4.xy = asuint(asfloat(r3.yx) + v1.xy);
        r1.w = asuint(asfloat(r1.w) * 0.25f);
        r3.yz = uint2(0x00000000u, 0x00000000u);
        r3.xw = asuint(rcpFrame.xy);
        r3.xy = (r1.yy != 0u) ? r3.xy : r3.zw;
        r3.zw = asuint((-asfloat(r3.xy)) + asfloat(r4.xy));
        r4.zw = r3.zw;
        r5.xy = asuint((asfloat(r3.xy) + asfloat(r4.xy)));
        r5.zw = r0.ww;
        r6.xyz = int3(0, 0, 0);
        [loop] while (true) {
            if (r6.z >= 16) { break; }
            if (r6.x == 0) {
                r7.xyzw = asuint((inputTexture.SampleLevel(anisotropicSampler, asfloat(r4.zw), 0.0f)).xyzw);
                r6.w = asint(mad(asfloat(r7.y), 1.9632107f, asfloat(r7.x)));
            } else {
                r6.w = asint(r5.z);
            }
            if (r6.y == 0) {
                r7.xyzw = asuint((inputTexture.SampleLevel(anisotropicSampler, asfloat(r5.xy), 0.0f)).xyzw);
                r7.x = asuint(mad(asfloat(r7.y), 1.9632107f, asfloat(r7.x)));
            } else {
                r7.x = r5.w;
            }
            r6.x = r6.x | asint(((abs(((-asfloat(r0.w)) + asfloat(r6.w))) >= asfloat(r1.w)) ? 0xffffffffu : 0u));
            r6.y = r6.y | asint(((abs(((-asfloat(r0.w)) + asfloat(r7.x))) >= asfloat(r1.w)) ? 0xffffffffu : 0u));
            if (asuint((r6.y & r6.x)) != 0u) {
                r5.z = asuint(r6.w);
                r5.w = r7.x;
                break;
            }
            r4.zw = (asuint(r6.xx) != 0u) ? r4.zw : asuint(((-asfloat(r3.xy)) + asfloat(r4.zw)));
            r5.xy = (asuint(r6.yy) != 0u) ? r5.xy : asuint((asfloat(r3.xy) + asfloat(r5.xy)));
            r6.z = r6.z + 1;
            r5.z = asuint(r6.w);
            r5.w = r7.x;
        }
        r3.xy = asuint((-asfloat(r4.zw)) + v1.xy);
        r1.w = (r1.y != 0u) ? r3.x : r3.y;
        r3.xy = asuint(asfloat(r5.xy) + (-v1.xy));
        r3.x = (r1.y != 0u) ? r3.x : r3.y;
        r3.y = (asfloat(r1.w) < asfloat(r3.x)) ? 0xffffffffu : 0u;
        r2.w = (((-asfloat(r0.w)) + asfloat(r2.w)) < 0.0f) ? 0xffffffffu : 0u;
        r0.w = (((asint(((((-asfloat(r0.w)) + asfloat(((r3.y != 0u) ? r5.z : r5.w))) < 0.0f) ? 0xffffffffu : 0u)) == asint(r2.w)) ? 0xffffffffu : 0u) != 0u) ? 0x00000000u : r1.z;
        r1.z = asuint(asfloat(r1.w) + asfloat(r3.x));
        r1.w = (r3.y != 0u) ? r1.w : r3.x;
        r1.z = asuint(-1.0f / asfloat(r1.z));
        r0.w = asuint(asfloat(r0.w) * mad(asfloat(r1.w), asfloat(r1.z), 0.5f));
        r3.x = asuint(asfloat(((r1.y != 0u) ? 0x00000000u : r0.w)) + v1.x);
        r3.y = asuint(asfloat((asint(r0.w) & asint(r1.y))) + v1.y);
        r3.xyzw = asuint((inputTexture.SampleLevel(anisotropicSampler, asfloat(r3.xy), 0.0f)).xyzw);
        r2.xyz = asuint(mad((-asfloat(r1.xxx)), asfloat(r3.xyz), mad(asfloat(r0.xyz), float3(0.11111111f, 0.11111111f, 0.11111111f), asfloat(r3.xyz))));
    }
    o0.xyz = r2.xyz;
    o0.w = 0x3f800000u;
    {
        output.SV_TARGET0 = asfloat(o0.xyzw);
        return output;
    }
}
