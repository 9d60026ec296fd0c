module saturating_arithmetic_0006_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       op_valid,
    input  wire [2:0] op_a,
    input  wire [2:0] op_b,
    output wire [4:0] product,
    output wire       clipped
);
    reg [4:0] prod;
    reg clip;
    reg [4:0] prod_next;
    reg clip_next;

    always @* begin
        if (op_valid && op_a * op_b > 6'd31)
            prod_next = 5'd31;
        else if (op_valid)
            prod_next = op_a * op_b;
        else
            prod_next = prod;
    end

    always @* begin
        if (op_valid)
            clip_next = op_a * op_b > 6'd31;
        else
            clip_next = clip;
    end

    always @(posedge clk) begin
        if (rst) begin
            prod <= 5'd0;
            clip <= 1'b0;
        end else begin
            prod <= prod_next;
            clip <= clip_next;
        end
    end

    assign product = prod;
    assign clipped = clip;
endmodule
