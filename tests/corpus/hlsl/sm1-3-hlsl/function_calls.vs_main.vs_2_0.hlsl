// Decompiled by dxsm from vs_2_0 code.
float4 c0 : register(c0);
float4 c1 : register(c1);
float4 c2 : register(c2);
float4 c3 : register(c3);
float4 c4 : register(c4);
float4 c5 : register(c5);
int4 i0 : register(i0);
bool b0 : register(b0);
bool b1 : register(b1);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 oPos : POSITION;
    float4 oD0 : COLOR0;
};
Output main(Input input) {
    Output output;
    float4 r0 = 0;
    float4 r1 = 0;
    float4 r2 = 0;
    float4 v0 = input.v0;
    float4 oPos = 0;
    float4 oD0 = 0;
    [branch] if (b0) {
        r0.xyzw = v0.xyzw;
        [loop] for (int k0 = 0; k0 < i0.x; k0++) {
            r1.xyzw = c4.xyzw;
            r0.xyzw = mad(r0.xyzw, r1.xyzw, c5.xyzw);
        }
    } else {
        r0.xyzw = v0.xyzw;
    }
    [branch] if (b1) {
        r1.xyzw = r0.wzyx;
        [loop] for (int k0 = 0; k0 < i0.x; k0++) {
            r2.xyzw = c4.xyzw;
            r1.xyzw = mad(r1.xyzw, r2.xyzw, c5.xyzw);
        }
        oD0.xyzw = r1.xyzw;
    } else {
        oD0.xyzw = r0.xyzw;
    }
    oPos.x = dot(v0.xyzw, c0.xyzw);
    oPos.y = dot(v0.xyzw, c1.xyzw);
    oPos.z = dot(v0.xyzw, c2.xyzw);
    oPos.w = dot(v0.xyzw, c3.xyzw);
    output.oPos = oPos.xyzw;
    output.oD0 = oD0.xyzw;
    return output;
}
