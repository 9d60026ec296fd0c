module hidden_0046_function_update (
    input  wire clk,
    input  wire rst,
    input  wire vin,
    input  wire advance,
    input  wire flush,
    output wire vout
);
    reg [2:0] stages;

    function [2:0] next_stages;
        input [2:0] stages_a;
        input vin_a;
        input advance_a;
        input flush_a;
        reg [1:0] fire;
        begin
            fire = {advance_a, flush_a};
            casez (fire)
                2'b?1: next_stages = 3'b000;
                2'b10: next_stages = {stages_a[1:0], vin_a};
                default: next_stages = stages_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            stages <= 3'b000;
        end else begin
            stages <= next_stages(stages, vin, advance, flush);
        end
    end

    assign vout = stages[1];
endmodule
