module interrupt_0002_function_update (
    input  wire       clk,
    input  wire       rst,
    input  wire       completion,
    input  wire       service,
    input  wire [2:0] threshold,
    output reg  [2:0] event_count,
    output wire       irq,
    output wire       saturated
);

    function [2:0] next_event_count;
        input [2:0] event_count_a;
        input completion_a;
        input service_a;
        reg [2:0] fire;
        begin
            fire = {completion_a && event_count_a != 3'd7, service_a, service_a && completion_a};
            casez (fire)
                3'b??1: next_event_count = 3'd1;
                3'b?10: next_event_count = 3'd0;
                3'b100: next_event_count = event_count_a - 3'd1;
                default: next_event_count = event_count_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            event_count <= 3'd0;
        end else begin
            event_count <= next_event_count(event_count, completion, service);
        end
    end

    assign irq = event_count != 3'd0 && event_count >= threshold;
    assign saturated = event_count == 3'd7;
endmodule
