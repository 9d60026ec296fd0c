module interrupt_0003_function_update (
    input  wire       clk,
    input  wire       rst,
    input  wire       irq_req,
    input  wire [3:0] holdoff_len,
    output reg  [3:0] holdoff,
    output wire       irq_out,
    output wire       throttled
);

    function [3:0] next_holdoff;
        input [3:0] holdoff_a;
        input irq_req_a;
        input [3:0] holdoff_len_a;
        reg [1:0] fire;
        begin
            fire = {holdoff_a != 4'd0, irq_req_a || holdoff_a == 4'd0};
            casez (fire)
                2'b?1: next_holdoff = holdoff_len_a;
                2'b10: next_holdoff = holdoff_a - 4'd1;
                default: next_holdoff = holdoff_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            holdoff <= 4'd0;
        end else begin
            holdoff <= next_holdoff(holdoff, irq_req, holdoff_len);
        end
    end

    assign irq_out = irq_req && holdoff == 4'd0;
    assign throttled = irq_req && holdoff != 4'd0;
endmodule
