module interrupt_0010_onehot_case (
    input  wire clk,
    input  wire rst,
    input  wire irq_line,
    output wire irq,
    output wire qualifying
);
    localparam I_LOW = 0;
    localparam I_RISING = 1;
    localparam I_HIGH = 2;
    localparam I_FALLING = 3;
    reg [3:0] state;
    reg [3:0] state_next;

    always @* begin
        state_next = 4'd0;
        case (1'b1)
            state[I_LOW]: begin
                if (irq_line)
                    state_next[I_RISING] = 1'b1;
                else
                    state_next[I_LOW] = 1'b1;
            end
            state[I_RISING]: begin
                if (irq_line)
                    state_next[I_HIGH] = 1'b1;
                else if (!irq_line)
                    state_next[I_LOW] = 1'b1;
                else
                    state_next[I_RISING] = 1'b1;
            end
            state[I_HIGH]: begin
                if (!irq_line)
                    state_next[I_FALLING] = 1'b1;
                else
                    state_next[I_HIGH] = 1'b1;
            end
            state[I_FALLING]: begin
                if (!irq_line)
                    state_next[I_LOW] = 1'b1;
                else if (irq_line)
                    state_next[I_HIGH] = 1'b1;
                else
                    state_next[I_FALLING] = 1'b1;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= 4'd1;
        else
            state <= state_next;
    end

    assign irq = state[I_HIGH] | state[I_FALLING];
    assign qualifying = state[I_RISING] | state[I_FALLING];
endmodule
