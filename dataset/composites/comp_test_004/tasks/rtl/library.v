module protocol_controller_0002 (
    input  wire       clk,
    input  wire       rst,
    input  wire       send,
    input  wire       ret_valid,
    input  wire [1:0] ret_count,
    output reg  [3:0] credits,
    output wire       send_ok,
    output wire       low_credit
);
    reg [3:0] credits_next;

    always @* begin
        if (send && credits != 4'd0 && ret_valid)
            credits_next = credits + {2'b00, ret_count} - 4'd1;
        else if (send && credits != 4'd0)
            credits_next = credits - 4'd1;
        else if (ret_valid)
            credits_next = credits + {2'b00, ret_count};
        else
            credits_next = credits;
    end

    always @(posedge clk) begin
        if (rst) begin
            credits <= 4'd8;
        end else begin
            credits <= credits_next;
        end
    end

    assign send_ok = send && credits != 4'd0;
    assign low_credit = credits < 4'd3;
endmodule

module interrupt_0010 (
    input  wire clk,
    input  wire rst,
    input  wire irq_line,
    output reg  irq,
    output reg  qualifying
);
    localparam S_LOW = 2'd0;
    localparam S_RISING = 2'd1;
    localparam S_HIGH = 2'd2;
    localparam S_FALLING = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_LOW: begin
                if (irq_line)
                    state_next = S_RISING;
            end
            S_RISING: begin
                if (irq_line)
                    state_next = S_HIGH;
                else if (!irq_line)
                    state_next = S_LOW;
            end
            S_HIGH: begin
                if (!irq_line)
                    state_next = S_FALLING;
            end
            S_FALLING: begin
                if (!irq_line)
                    state_next = S_LOW;
                else if (irq_line)
                    state_next = S_HIGH;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= S_LOW;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_LOW: begin irq = 1'b0; qualifying = 1'b0; end
            S_RISING: begin irq = 1'b0; qualifying = 1'b1; end
            S_HIGH: begin irq = 1'b1; qualifying = 1'b0; end
            S_FALLING: begin irq = 1'b1; qualifying = 1'b1; end
            default: begin irq = 1'b0; qualifying = 1'b0; end
        endcase
    end
endmodule
