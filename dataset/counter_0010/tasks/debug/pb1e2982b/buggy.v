module counter_0010_nested_if (
    input  wire clk,
    input  wire rst_n,
    input  wire update,
    input  wire taken,
    output wire predict_taken,
    output wire saturated
);
    localparam ST_STRONG_T = 2'd0;
    localparam ST_WEAK_T = 2'd1;
    localparam ST_WEAK_NT = 2'd2;
    localparam ST_STRONG_NT = 2'd3;
    reg [1:0] current;

    always @(posedge clk) begin
        if (!rst_n) begin
            current <= ST_WEAK_NT;
        end else if (current == ST_STRONG_NT) begin
            if (update && taken)
                current <= ST_WEAK_NT;
        end else if (current == ST_WEAK_NT) begin
            if (update && taken)
                current <= ST_WEAK_T;
            else if (update)
                current <= ST_STRONG_NT;
        end else if (current == ST_WEAK_T) begin
            if (update && taken)
                ;
            else if (update)
                current <= ST_WEAK_NT;
            current <= ST_STRONG_T;
        end else if (current == ST_STRONG_T) begin
            if (update && !taken)
                current <= ST_WEAK_T;
        end
    end

    assign predict_taken = (current == ST_WEAK_T) ? 1'b1 : (current == ST_STRONG_T) ? 1'b1 : 1'b0;
    assign saturated = (current == ST_STRONG_NT) ? 1'b1 : (current == ST_STRONG_T) ? 1'b1 : 1'b0;
endmodule
