// Decompiled by dxsm from vs_2_0 code.
float4 c0 : register(c0);
float4 c1 : register(c1);
float4 c2 : register(c2);
float4 c3 : register(c3);
float4 c4 : register(c4);
float4 c5 : register(c5);
bool b0 : register(b0);
bool b1 : register(b1);
struct Input {
    float4 v0 : POSITION0;
    float4 v1 : COLOR0;
};
struct Output {
    float4 oPos : POSITION;
    float4 oD0 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    float4 v1 = input.v1;
    precise float4 oPos = 0;
    precise float4 oD0 = 0;
    r0.x = dot(v0.xyzw, c0.xyzw);
    r0.y = dot(v0.xyzw, c1.xyzw);
    r0.z = dot(v0.xyzw, c2.xyzw);
    r0.w = dot(v0.xyzw, c3.xyzw);
    [branch] if (b0) {
        oPos.xyzw = r0.xyzw + c5.xyzw;
    } else {
        r1.xyzw = c5.xyzw;
        oPos.xyzw = mad(r1.xyzw, (-float4(0.5, 0.0, 0.0, 0.0).xxxx), r0.xyzw);
    }
    [branch] if (b1) {
        oD0.xyzw = v1.xyzw * c4.xyzw;
    } else {
        oD0.xyzw = v1.xyzw;
    }
    output.oPos = oPos.xyzw;
    output.oD0 = oD0.xyzw;
    return output;
}
