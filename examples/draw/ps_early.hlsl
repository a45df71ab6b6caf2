// The interpolated colour, with the depth and stencil tests forced before
// the shader.
[earlydepthstencil]
float4 main(float4 pos : SV_Position, float4 col : COLOR0) : SV_Target {
    return col;
}
