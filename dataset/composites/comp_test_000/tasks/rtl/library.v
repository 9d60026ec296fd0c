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

module mode_controller_0003 (
    input  wire       clk,
    input  wire       rst,
    input  wire       shift_up,
    input  wire       shift_down,
    input  wire [3:0] speed,
    output reg  [2:0] gear,
    output wire       top_gear,
    output wire       upshift_ok
);
    reg [2:0] gear_next;

    always @* begin
        if (gear > 3'd1 && speed < {1'b0, gear})
            gear_next = gear - 3'd1;
        else if (shift_up && !shift_down && gear != 3'd5 && speed >= {gear, 1'b0})
            gear_next = gear + 3'd1;
        else if (shift_down && !shift_up && gear != 3'd0)
            gear_next = gear - 3'd1;
        else
            gear_next = gear;
    end

    always @(posedge clk) begin
        if (rst) begin
            gear <= 3'd0;
        end else begin
            gear <= gear_next;
        end
    end

    assign top_gear = gear == 3'd5;
    assign upshift_ok = gear != 3'd5 && speed >= {gear, 1'b0};
endmodule
